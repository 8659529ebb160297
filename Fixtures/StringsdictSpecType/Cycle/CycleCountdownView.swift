import SwiftUI

struct CycleCountdownView: View {
    let daysLeft: Int

    var body: some View {
        Text(String.localizedStringWithFormat(
            NSLocalizedString("cycle.days_left", comment: "Days until the next period"), daysLeft))
    }
}
