// swiftc: 29:1: error: 'required' initializer 'init(coder:)' must be provided by subclass of 'Photo'
import Foundation

class Photo: NSObject, NSCoding {
    var caption: String

    init(caption: String) {
        self.caption = caption
        super.init()
    }

    required init?(coder: NSCoder) {
        caption = coder.decodeObject(forKey: "caption") as? String ?? ""
        super.init()
    }

    func encode(with coder: NSCoder) {
        coder.encode(caption, forKey: "caption")
    }
}

class TaggedPhoto: Photo {
    var tags: [String]

    init(caption: String, tags: [String]) {
        self.tags = tags
        super.init(caption: caption)
    }
}

print(TaggedPhoto(caption: "Beach", tags: ["sea"]).tags)
