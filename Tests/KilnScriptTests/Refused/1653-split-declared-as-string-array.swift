// swiftc: 2:39: error: no 'split' candidates produce the expected contextual result type '[String]'
let tags: [String] = "swift,ios,kiln".split(separator: ",")
for tag in tags { print("#" + tag) }
