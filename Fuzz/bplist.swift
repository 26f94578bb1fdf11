// libFuzzer entry for the bplist00 reader: any bytes must decode or throw, never trap, hang or leak;
// what decodes must encode again in both formats and decode to an equal value.
import PropertyList

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBinaryPropertyList(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? BinaryPropertyList(bytes: bytes) else { return 0 }
    for object in 0..<min(document.objectCount, 64) {
        _ = try? document.kind(of: object)
        _ = try? document.dictionaryValueRef(of: object, forKey: "$class")
    }
    guard let value = try? document.value(of: document.topObject) else { return 0 }
    checkRoundTrip(value)
    return 0
}
