import SwiftUI

@main
struct DailyRoundupApp: App {
    var body: some Scene {
        WindowGroup {
            RoundupView()
        }
    }
}
