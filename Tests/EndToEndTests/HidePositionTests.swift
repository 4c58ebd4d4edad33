import Testing

/// `hide`, `unhide` and `rename` given a position no photo can be at: said so, exit 2, never
/// "no place has that id or name".
@Suite("a position that is out of range, or where no place can be, end to end")
struct HidePositionTests {
    @Test("one line saying why, exit 2", arguments: [
        (["hide", "91,0"], "photo-wrapped: '91,0': latitude 91 is out of range; a latitude is from -90 to 90"),
        (["hide", "45, 200"], "photo-wrapped: '45, 200': longitude 200 is out of range; a longitude is from -180 to 180"),
        (["unhide", "nan,3"], "photo-wrapped: 'nan,3': latitude nan is out of range; a latitude is from -90 to 90"),
        (["hide", "0,0"], "photo-wrapped: '0,0': no place is near it: 0,0 is where cameras without a fix put their photos, so none is placed there"),
        (["rename", "0.0,0", "Nowhere"], "photo-wrapped: '0.0,0': no place is near it: 0,0 is where cameras without a fix put their photos, so none is placed there"),
    ])
    func refused(arguments: [String], line: String) throws {
        let outcome = try PhotoWrappedBinary.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == line + "\n")
        #expect(outcome.stdout.isEmpty)
    }
}
