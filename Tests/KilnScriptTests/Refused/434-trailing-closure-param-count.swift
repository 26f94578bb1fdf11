// swiftc: 6:15: error: contextual closure type '(String) -> Void' expects 1 argument, but 2 were used in closure body
func repeatTwice(_ action: (String) -> Void) {
    action("one")
    action("two")
}
repeatTwice { word, count in
    print(word)
}
