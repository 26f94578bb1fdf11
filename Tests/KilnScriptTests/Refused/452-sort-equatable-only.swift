// swiftc: 6:10: error: referencing instance method 'sort()' on 'MutableCollection' requires that 'Version' conform to 'Comparable'
struct Version: Equatable {
    var major: Int
}
var versions = [Version(major: 2), Version(major: 1)]
versions.sort()
print(versions)
