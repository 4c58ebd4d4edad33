import Model


extension FixturePlace {
    static let brighton = FixturePlace("brighton", "Brighton seafront", 50.8195, -0.1365, .water, radius: 30)
    static let regentsPark = FixturePlace("regents-park", "Regent's Park", 51.5313, -0.1570, .park)
}

/// A day in Brighton exported through Google Takeout, with the sidecar names real exports
/// have; a RAW+JPEG pair; and copies of photos in an album folder and a backup folder.
extension FixtureYear {
    static let takeoutRoot = "Takeout/Google Photos"
    static let yearFolder = "\(takeoutRoot)/Photos from 2025"
    static let album = "\(takeoutRoot)/Brighton Day"

    mutating func takeout() {
        let day = CivilDate(year: 2025, month: 8, day: 23)
        func photo(_ name: String, minute: Int, sidecar: String?, geo: (Double, Double)? = nil, geoExif: (Double, Double) = (0, 0)) -> FixturePhoto {
            var p = makePhoto(day: day, hours: 11 ... 16, place: .brighton)
            p.time = LocalDateTime(year: 2025, month: 8, day: 23, hour: 11 + minute / 60, minute: minute % 60, second: minute % 47)!
            p.utcOffset = 3600
            p.hasExif = false
            p.fixedPath = "\(Self.yearFolder)/\(name)"
            let location: (Double, Double)
            if case let .fix(lat, lon) = p.gps { location = (lat, lon) } else { location = (0, 0) }
            p.gps = .none
            if let sidecar {
                p.sidecar = FixturePhoto.Sidecar(name: sidecar, takenInstant: p.instant, geoData: geo ?? location, geoDataExif: geoExif)
            }
            if p.sidecar.map({ $0.geoData == (0, 0) && $0.geoDataExif == (0, 0) }) ?? true { p.place = nil }
            return p
        }
        let long = "Brighton seafront with the pier and the wheel at sunset.jpg"
        photos += [
            photo("IMG_5001.jpg", minute: 0, sidecar: "IMG_5001.jpg.json"),
            photo("IMG_5002.jpg", minute: 20, sidecar: "IMG_5002.jpg.supplemental-metadata.json"),
            photo("IMG_5002(1).jpg", minute: 35, sidecar: "IMG_5002.jpg(1).json"),
            photo(long, minute: 50, sidecar: String((long + ".supplemental-metadata").prefix(46)) + ".json"),
            photo("IMG_5003.jpg", minute: 70, sidecar: "IMG_5003.jpg.json"),
            photo("IMG_5004.jpg", minute: 95, sidecar: "IMG_5004.jpg.supplemental-metad.json"),
            photo("IMG_5005.jpg", minute: 120, sidecar: "IMG_5005.json"),
        ]
        // An edited copy: its own pixels, the original's moment and sidecar. The edit stands
        // for the moment; the original is set aside.
        var edited = photo("IMG_5003-edited.jpg", minute: 70, sidecar: nil)
        edited.sidecar = photos[photos.count - 3].sidecar
        edited.ownsSidecar = false
        edited.place = .brighton
        photos[photos.count - 3].setAside = .edit
        photos.append(edited)
        // EXIF wins over a sidecar that disagrees.
        var exifFirst = photo("IMG_5006.jpg", minute: 150, sidecar: nil)
        exifFirst.hasExif = true
        exifFirst.gps = .fix(latitude: 50.8196, longitude: -0.1366)
        exifFirst.place = .brighton
        exifFirst.sidecar = FixturePhoto.Sidecar(name: "IMG_5006.jpg.json", takenInstant: exifFirst.instant - 86_400 * 3, geoData: (51.0, 0.0))
        photos.append(exifFirst)
        // geoData empty, geoDataExif known; then neither.
        photos.append(photo("IMG_5007.jpg", minute: 170, sidecar: "IMG_5007.jpg.json", geo: (0, 0), geoExif: (50.8194, -0.1364)))
        photos.append(photo("IMG_5008.jpg", minute: 190, sidecar: "IMG_5008.jpg.json", geo: (0, 0)))
        // No sidecar at all: dated by its file time.
        var lonely = photo("IMG_5009.jpg", minute: 210, sidecar: nil)
        lonely.place = nil
        photos.append(lonely)
        // The album folder holds copies of two photos, with their sidecars.
        for original in ["IMG_5001.jpg", "IMG_5002.jpg"] {
            guard var copy = photos.first(where: { $0.fixedPath == "\(Self.yearFolder)/\(original)" }) else { continue }
            copy.fixedPath = "\(Self.album)/\(original)"
            copy.copyOf = "\(Self.yearFolder)/\(original)"
            copy.setAside = .duplicate
            photos.append(copy)
        }
    }

    /// A RAW beside its JPEG, and a backup copy of a DCIM photo.
    mutating func pairsAndCopies() {
        var jpeg = makePhoto(day: CivilDate(year: 2025, month: 7, day: 5), hours: 15 ... 15, place: .regentsPark)
        jpeg.make = "FUJIFILM"
        jpeg.model = "X-T5"
        jpeg.fixedPath = "DCIM/2025-07/DSCF_2001.JPG"
        var raw = jpeg
        raw.container = .dng
        raw.fixedPath = "DCIM/2025-07/DSCF_2001.DNG"
        raw.setAside = .rawPair
        var second = makePhoto(day: CivilDate(year: 2025, month: 7, day: 5), hours: 15 ... 15, place: .regentsPark)
        second.fixedPath = "DCIM/2025-07/DSCF_2002.JPG"
        var third = second
        third.time = LocalDateTime(secondsSinceEpoch: second.time.secondsSinceEpoch + 90)
        third.fixedPath = "DCIM/2025-07/DSCF_2003.JPG"
        var backup = jpeg
        backup.fixedPath = "Backup/DSCF_2001.JPG"
        backup.copyOf = jpeg.fixedPath
        backup.setAside = .duplicate
        photos += [jpeg, raw, second, third, backup]
    }
}
