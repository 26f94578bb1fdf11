// swiftc: 4:14: error: cannot use mutating member on immutable value: 'tags' is a 'let' constant
// The same mistake on a `let` dictionary: swiftc names the constant.
let tags = ["home": ["kitchen"]]
tags["home"].append("garden")
