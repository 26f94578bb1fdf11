// swiftc: 7:1: error: property wrappers are not yet supported in top-level code
@propertyWrapper
struct Percent {
    private var value = 0
    var wrappedValue: Int { get { value } set { value = min(max(newValue, 0), 100) } }
}
@Percent var progress = 0
progress = 150
print(progress)
