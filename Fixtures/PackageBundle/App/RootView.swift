import ProfileKit
import ProfileUI
import SwiftUI

struct RootView: View {
    var body: some View {
        VStack {
            ProfileHeader()
            SignOutButton()
        }
    }
}
