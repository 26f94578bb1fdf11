// swiftc: 6:1: error: function is unused [#no-usage]
func refresh() {
    print("refreshing")
}

refresh
print("done")
