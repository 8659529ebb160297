import SwiftUI

struct PregnancyDetailView: View {
    let week: Int

    var body: some View {
        VStack {
            Text("pregnancy.detail.title")
                .font(.title)
            Text("pregnancy.detail.baby_size")
        }
    }
}
