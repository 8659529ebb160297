import SwiftUI

/// Relies on the app's catalog: no `bundle:` is correct here.
public struct SignOutButton: View {
    public init() {}

    public var body: some View {
        Button("Sign out") {}
    }
}
