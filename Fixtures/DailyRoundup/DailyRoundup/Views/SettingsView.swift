import SwiftUI

struct SettingsView: View {
    @AppStorage("notifications") private var notifications = true
    @State private var digestTime = Date()

    var body: some View {
        Form {
            Toggle("settings.notifications", isOn: $notifications)
            DatePicker("settings.digest_time", selection: $digestTime, displayedComponents: .hourAndMinute)
            Section {
                Text("settings.about.footer")
            }
        }
        .navigationTitle("Settings")
    }
}
