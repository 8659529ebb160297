import SwiftUI

struct Note: Identifiable {
    let id = UUID()
    var title: String
}

struct NotesView: View {
    @State private var notes: [Note] = []

    var body: some View {
        NavigationStack {
            List(notes) { note in
                Text(note.title)
            }
            .overlay {
                if notes.isEmpty {
                    Text("notes.empty.title")
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                Button("New Note") { notes.append(Note(title: "")) }
            }
            .safeAreaInset(edge: .bottom) {
                Text("\(notes.count) notes")
            }
        }
    }
}

#Preview {
    NotesView()
}
