// swiftc: 4:21: error: cannot use mutating member on immutable value: 'lessonsByDay' is immutable
// Appending to a list stored in a dictionary, without unwrapping the dictionary's value.
var lessonsByDay: [String: [String]] = ["Mon": ["Math"]]
lessonsByDay["Mon"].append("Art")
print(lessonsByDay)
