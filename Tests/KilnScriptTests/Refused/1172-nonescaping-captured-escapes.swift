// swiftc: 5:19: error: escaping closure captures non-escaping parameter 'work'
var pendingWork: [() -> Void] = []

func schedule(_ work: () -> Void) {
    let wrapped = {
        print("starting")
        work()
        print("finished")
    }
    pendingWork.append(wrapped)
}

func runAll() {
    for job in pendingWork {
        job()
    }
    pendingWork.removeAll()
}

schedule {
    print("saving notes")
}
schedule {
    print("saving settings")
}
runAll()
