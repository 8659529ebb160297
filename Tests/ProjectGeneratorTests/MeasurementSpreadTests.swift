import ProjectGenerator
import Testing

@Suite("Repeated measurements: median and spread")
struct MeasurementSpreadTests {
    @Test("The median of three is the middle value, whatever the order they were taken in")
    func medianOfThree() throws {
        let spread = try #require(MeasurementSpread([1.31, 1.02, 1.05]))
        #expect(spread.median == 1.05)
        #expect(spread.minimum == 1.02)
        #expect(spread.maximum == 1.31)
        #expect(spread.values == [1.31, 1.02, 1.05])
        #expect(spread.count == 3)
        let relative = try #require(spread.relativeSpread)
        #expect(abs(relative - 0.29 / 1.05) < 1e-12)
    }

    @Test("An even count takes the lower middle value, a measured one, not an average")
    func medianOfFour() throws {
        let spread = try #require(MeasurementSpread([4, 1, 3, 2]))
        #expect(spread.median == 2)
    }

    @Test("One measurement is its own median with no spread; none gives no spread at all")
    func degenerate() throws {
        let one = try #require(MeasurementSpread([0.5]))
        #expect(one.median == 0.5)
        #expect(one.relativeSpread == 0)
        #expect(MeasurementSpread([]) == nil)
        #expect(MeasurementSpread([0, 0])?.relativeSpread == nil)
    }
}
