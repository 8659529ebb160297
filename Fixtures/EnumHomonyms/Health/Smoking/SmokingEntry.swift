import SwiftUI

enum GoalType: String, CaseIterable {
    case quit
    case reduce
    case delay
}

struct SmokingGoalRow: View {
    let type: GoalType

    var body: some View {
        Text(NSLocalizedString("smoking.goal.\(type.rawValue).title", comment: "Smoking goal"))
    }
}
