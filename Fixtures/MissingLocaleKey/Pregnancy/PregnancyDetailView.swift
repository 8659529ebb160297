import SwiftUI

struct PregnancyDetailView: View {
    let week: Int

    var body: some View {
        VStack {
            Text("pregnancy.detail.title \(week)")
                .font(.title)
            Text(NSLocalizedString("pregnancy.detail.baby_size", comment: "Size comparison of the baby this week"))
        }
    }
}
