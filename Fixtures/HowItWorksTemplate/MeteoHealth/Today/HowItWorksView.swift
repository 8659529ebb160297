import SwiftUI

struct HowItWorksView: View {
    var body: some View {
        List {
            Section("today.howitworks.header") {
                ForEach(HowItWorksTopic.allCases) { topic in
                    HowItWorksRow(topic: topic)
                }
            }
        }
    }
}

struct HowItWorksRow: View {
    let topic: HowItWorksTopic

    var body: some View {
        VStack(alignment: .leading) {
            // The incident: the compiler turns this literal into one format key,
            // "today.howitworks.%@.title", which no locale has.
            Text(LocalizedStringKey("today.howitworks.\(topic).title"))
                .font(.headline)
            Text(LocalizedStringKey(topic.bodyKey))
        }
    }
}
