// libFuzzer entry for the XML plist reader: any bytes must decode or throw, never trap, hang or
// leak; what decodes must be written again as XML that decodes to the same value.
import PropertyList

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLPropertyList(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard PropertyList.format(of: bytes) != .binary, let value = try? PropertyList(bytes: bytes) else { return 0 }
    let again = value.encoded(as: .xml)
    guard let decoded = try? PropertyList(bytes: again) else {
        fatalError("XML output of a decoded value does not decode again")
    }
    if !containsNaN(value), decoded != value {
        fatalError("XML round trip changed the value")
    }
    return 0
}
