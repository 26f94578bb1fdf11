// swiftc: 7:9: error: invalid redeclaration of 'documents'
import Foundation

class DocumentStore {
    var documents: [String] = []
    let folder = FileManager.default.temporaryDirectory
    var documents: [URL] = []
}

print("store")
