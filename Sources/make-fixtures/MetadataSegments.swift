/// JPEG segments that carry a capture date outside EXIF, as exporters and agencies write them.
enum MetadataSegments {
    /// APP13 holding Photoshop image resources with one IPTC-IIM block: record 2, DateCreated
    /// (2:55, `YYYYMMDD`) and, when given, TimeCreated (2:60, `HHMMSS±HHMM`).
    static func iptc(dateCreated: String, timeCreated: String? = nil) -> [UInt8] {
        func dataset(_ number: UInt8, _ text: String) -> [UInt8] {
            let value = Array(text.utf8)
            return [0x1C, 2, number, UInt8(value.count >> 8), UInt8(value.count & 0xFF)] + value
        }
        // 2:00 RecordVersion first, as every IIM writer puts it.
        var iim: [UInt8] = [0x1C, 2, 0, 0, 2, 0, 4] + dataset(55, dateCreated)
        if let timeCreated { iim += dataset(60, timeCreated) }
        let size = UInt32(iim.count)
        var resource = Array("8BIM".utf8) + [0x04, 0x04, 0, 0]  // resource 0x0404, empty Pascal name padded to 2
        resource += [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)] + iim
        if iim.count % 2 == 1 { resource.append(0) }
        return segment(0xED, Array("Photoshop 3.0".utf8) + [0] + resource)
    }

    /// APP1 holding an XMP packet whose only date is `photoshop:DateCreated`, as an attribute.
    static func xmp(dateCreated: String) -> [UInt8] {
        let packet = """
            <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
            <x:xmpmeta xmlns:x="adobe:ns:meta/">
             <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
              <rdf:Description rdf:about="" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:DateCreated="\(dateCreated)"/>
             </rdf:RDF>
            </x:xmpmeta>
            <?xpacket end="w"?>
            """
        return segment(0xE1, Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + Array(packet.utf8))
    }

    static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        precondition(length <= 0xFFFF, "segment too large")
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }
}
