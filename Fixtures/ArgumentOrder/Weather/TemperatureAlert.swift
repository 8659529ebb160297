import Foundation
import UserNotifications

struct TemperatureAlert {
    let delta: Double
    let city: String

    /// The notification body: the code passes (Double, String).
    func makeContent() -> UNMutableNotificationContent {
        let content = UNMutableNotificationContent()
        let format = String(localized: "notification.temperature_jump")
        content.body = String(format: format, delta, city)
        return content
    }
}
