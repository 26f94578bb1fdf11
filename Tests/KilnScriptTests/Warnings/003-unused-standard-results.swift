// swiftc: 6:7: warning: result of call to 'sorted()' is unused [#no-usage]
// swiftc: 7:7: warning: result of call to 'map' is unused [#no-usage]
// swiftc: 8:7: warning: result of call to 'filter' is unused [#no-usage]
// swiftc: 9:9: warning: result of call to 'uppercased()' is unused [#no-usage]
var names = ["Bo", "Ann", "Cy"]
names.sorted()
names.map { $0.count }
names.filter { $0.count > 2 }
"hello".uppercased()
names.remove(at: 0)
names.removeLast()
var ages = ["Bo": 3]
ages.removeValue(forKey: "Bo")
ages.updateValue(4, forKey: "Cy")
var seen: Set<Int> = [1]
seen.insert(2)
seen.remove(1)
names.append("Di")
print(names, ages, seen.sorted())
