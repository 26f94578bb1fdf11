// swiftc: 3:8: error: no such module 'NotesKit'
import Foundation
import NotesKit

let store = NoteStore()
print(store.notes.count)
