import SwiftUI

enum GoalType: String, CaseIterable {
    case weight
    case steps
    case water
}

struct GoalRow: View {
    let type: GoalType

    var body: some View {
        Text(NSLocalizedString("goal.\(type.rawValue).title", comment: "Goal name"))
    }
}
