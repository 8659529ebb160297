import LocalizationIndex

/// Screens named for debugging (`RootDebugViewController.swift`, `AIChatDebugView.swift`, a
/// `Settings/Debug/` folder) that the analysis cannot place: DuckDuckGo's and Brave's are an
/// internal menu for their developers, Home Assistant's debugging settings are for every user.
///
/// Names that only developer tools carry (`DeveloperOptions`, `DebugMenu`, …) are not shipping at
/// all (`UsageCollector.isDeveloperScreen`); for the rest, an untranslated text there is a
/// defect only if users reach the screen, which the code does not tell: such findings ask.
enum DebugScreens {
    /// Why a text at `path` may never be seen by users, or `nil` when the path is not named for
    /// debugging: a file or folder name holding the word `Debug` (camel case, `Debugger` too).
    static func reason(forPath path: String) -> String? {
        guard path.utf8.firstRange(of: "Debug".utf8) != nil else { return nil }
        let component = path.split(separator: "/").first { $0.contains("Debug") } ?? ""
        return "\(component) is named for debugging: a screen for the app's developers, or for its users"
    }
}
