/// What a ``RouteInfo`` holds to keep the route table it reads alive, after its snapshot
/// is replaced too.
///
/// A snapshot has several handles, and a match takes the one of its thread's stripe (see
/// ``ReaderCounts``): every match retains what it returns, and threads matching at once
/// would otherwise all count references on one object, a cache line two cores keep
/// taking from each other (two threads then match no faster than one). Each handle is
/// larger than a cache line, so two handles' reference counts never share one.
final class RouteTableHandle: Sendable {
    let table: RouteTable
    /// The parameter types by name, to parse patterns again.
    let types: [String: ParameterType]

    init(table: RouteTable, types: [String: ParameterType]) {
        self.table = table
        self.types = types
    }
}
