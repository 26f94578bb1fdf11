// swiftc: 5:21: error: cannot assign value of type 'Int' to type 'String'
class Note {
    var text: String
    init(length: Int) {
        self.text = length
    }
}
print(Note(length: 3).text)
