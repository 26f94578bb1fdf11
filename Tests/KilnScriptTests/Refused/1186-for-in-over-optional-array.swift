// swiftc: 7:25: error: for-in loop requires '[String]?' to conform to 'Sequence'; did you mean to unwrap optional?
struct Classroom {
    var students: [String]?
}

func rollCall(_ room: Classroom) {
    for student in room.students {
        print("\(student): here")
    }
}

rollCall(Classroom(students: ["Ann", "Bob"]))
rollCall(Classroom(students: nil))
