// swiftc: 6:15: error: invalid redeclaration of 'Entry'
enum Mood { case happy, sad }
class Diary {
    enum Mood: String { case calm }
    typealias Entry = (Date: String, text: String)
    typealias Entry = String
    var entries: [Entry] = []
}
print(Diary().entries.count)
