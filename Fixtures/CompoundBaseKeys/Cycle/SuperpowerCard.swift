import SwiftUI

struct SuperpowerCard: View {
    let phase: CyclePhase

    var body: some View {
        let base = "cycle.superpower_detailed.\(phase.rawValue)"
        VStack(alignment: .leading, spacing: 8) {
            Text(NSLocalizedString("\(base).title", comment: "Card title"))
                .font(.title3)
            Text(NSLocalizedString("\(base).detail", comment: "Card text"))
        }
    }
}
