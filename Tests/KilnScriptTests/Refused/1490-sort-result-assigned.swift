// swiftc: 4:15: error: cannot assign value of type '()' to type '[String]'
// `sort()` sorts in place and gives nothing back.
var names = ["Zhou", "Anna", "Li"]
names = names.sort()
print(names)
