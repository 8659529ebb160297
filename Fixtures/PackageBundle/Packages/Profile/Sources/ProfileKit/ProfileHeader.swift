import SwiftUI

public struct ProfileHeader: View {
    public init() {}

    public var body: some View {
        VStack {
            Text("profile.header.title")
            Text("profile.header.subtitle",
                 bundle: .module)
            Text(String(localized: "profile.header.edit"))
        }
    }
}
