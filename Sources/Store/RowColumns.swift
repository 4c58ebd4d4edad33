/// The columns a query selects for one kind of row, named once, as GRDB's records name theirs
/// (`enum Columns`): each case is a column, its raw value the column's position in the SELECT
/// list, and the list is made from the cases (`selectList`). Rows are read through the names
/// (`StatementColumns.int(_:)` and the rest), which costs what reading by position costs: the
/// position is the raw value, known when the statement is written.
package protocol RowColumns: CaseIterable, RawRepresentable<Int32> {
    /// The column's expression in a SELECT list.
    var sql: String { get }
}

extension RowColumns {
    /// The case's name: the column's name in the table.
    package var sql: String { "\(self)" }

    /// Every column, in position order, for a SELECT list.
    static var selectList: String { allCases.map(\.sql).joined(separator: ", ") }

    /// How many columns there are: a query's next columns start after them.
    package static var count: Int32 { Int32(allCases.count) }
}
