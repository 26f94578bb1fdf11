// `await`: where the main code waits, tasks it made and has not waited for run first. Kiln runs
// async functions at once, in order; the embedder's tasks (KilnFoundation's PreludeConcurrency,
// whose `__KilnTasks.awaitPoint()` runs them, in the order they were made) run at each `await`,
// as Swift runs the main actor's queued tasks when the main code suspends.
import SwiftSyntax

extension Compiler {
    func compileAwait(_ awaitExpr: AwaitExprSyntax) -> Eval {
        let inner = compileExpression(awaitExpr.expression)
        guard let tasks = resolver.types["__KilnTasks"] else { return inner }
        let runtime = self.runtime
        let cache = MemberCache()
        let site = location(awaitExpr)
        return { frame in
            var receiver = Value.metatype(tasks)
            let (member, plan) = try runtime.findMethod(on: receiver, "awaitPoint", labels: [], cache: cache, at: site)
            _ = try runtime.invoke(member, plan: plan, on: &receiver, arguments: [], at: site)
            return try inner(frame)
        }
    }
}
