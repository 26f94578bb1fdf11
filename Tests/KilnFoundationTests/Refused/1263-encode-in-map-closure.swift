// swiftc: 11:24: error: call can throw, but it is not marked with 'try' and the error is not handled
import Foundation

struct Card: Codable {
    var front: String
    var back: String
}

let deck = [Card(front: "hola", back: "hello"), Card(front: "gato", back: "cat")]
let encoder = JSONEncoder()
let blobs = deck.map { encoder.encode($0) }
print(blobs.count)
