import SwiftUI

struct RoundupView: View {
    @State private var stories: [Story] = []
    @State private var selectedSection: NewsSection = .world

    private var unreadCount: Int { stories.filter { !$0.isRead }.count }

    var body: some View {
        NavigationStack {
            List {
                Picker("Section", selection: $selectedSection) {
                    ForEach(NewsSection.allCases) { section in
                        Text(LocalizedStringKey(section.titleKey)).tag(section)
                    }
                }
                .pickerStyle(.segmented)

                Section {
                    ForEach(stories.filter { $0.section == selectedSection }) { story in
                        Text(story.headline)
                    }
                } header: {
                    Text(selectedSection.rawValue.capitalized)
                }
            }
            .overlay {
                if stories.isEmpty {
                    ContentUnavailableView("roundup.empty.title", systemImage: "checkmark.circle")
                }
            }
            .navigationTitle("Daily Roundup")
            .toolbar {
                Button("Mark all as read") { markAllRead() }
                Button("Refresh", systemImage: "arrow.clockwise") {}
            }
            .safeAreaInset(edge: .bottom) {
                Text("\(unreadCount) unread stories")
            }
        }
    }

    private func markAllRead() {
        for index in stories.indices { stories[index].isRead = true }
    }
}

#Preview {
    RoundupView()
}
