/// Repeated measurements of one figure, reduced to their median and how far they spread.
///
/// One run of a benchmark on a shared machine is one sample of the machine's mood as much as of
/// the code: a growth exponent computed from two single samples can cross its limit by noise
/// alone. The bench repeats what it judges and judges the median; the spread is printed beside
/// it, so a reader sees how much to trust the figure.
///
/// ```swift
/// let index = MeasurementSpread([1.31, 1.02, 1.05])!
/// index.median        // 1.05
/// index.relativeSpread  // (1.31 - 1.02) / 1.05 ≈ 0.28
/// ```
public struct MeasurementSpread: Codable, Hashable, Sendable {
    /// The measurements, in the order they were taken.
    public var values: [Double]
    /// The middle measurement (for an even count, the lower of the two middle ones: a value that
    /// was measured, never an average of two).
    public var median: Double
    /// The smallest measurement.
    public var minimum: Double
    /// The largest measurement.
    public var maximum: Double

    /// The spread of `values`; `nil` when there are none.
    public init?(_ values: [Double]) {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        self.values = values
        median = sorted[(sorted.count - 1) / 2]
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
    }

    /// How many measurements.
    public var count: Int { values.count }

    /// The range of the measurements relative to their median (0 when they all agree; `nil` when
    /// the median is 0).
    public var relativeSpread: Double? { median == 0 ? nil : (maximum - minimum) / median }
}
