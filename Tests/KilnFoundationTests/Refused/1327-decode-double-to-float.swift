// swiftc: 15:23: error: cannot assign value of type 'Double' to type 'Float'
import Foundation

class Measurement: NSObject, NSCoding {
    var label: String
    var value: Float

    init(label: String, value: Float) {
        self.label = label
        self.value = value
    }

    required init?(coder: NSCoder) {
        label = coder.decodeObject(forKey: "label") as? String ?? ""
        value = coder.decodeDouble(forKey: "value")
    }

    func encode(with coder: NSCoder) {
        coder.encode(label, forKey: "label")
        coder.encode(value, forKey: "value")
    }
}

print(Measurement(label: "height", value: 1.8).value)
