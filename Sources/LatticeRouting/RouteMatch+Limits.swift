extension RouteMatch {
    /// The first parameter (path captures, then query items) whose decoded value is longer
    /// than `limit` UTF-8 bytes, with that length; `nil` when none is.
    ///
    /// Decodes only values whose encoded length is over the limit (decoding never makes a
    /// value longer), so a URL within the limits allocates nothing here.
    func value(longerThan limit: Int) -> (name: String, length: Int)? {
        for index in captures.indices {
            let capture = captures[index]
            guard Int(capture.end - capture.start) > limit else { continue }
            let length = decodeCapture(index).utf8.count
            if length > limit { return (name(ofCapture: index) ?? "*", length) }
        }
        guard let query else { return nil }
        var start = query.lowerBound
        var over = false
        // SAFETY: `bytes` is this match's URL's UTF-8, valid inside `withUTF8Bytes`; the query
        // range was found in that same URL.
        unsafe url.withUTF8Bytes { bytes in
            while start < query.upperBound {
                var end = start
                while end < query.upperBound, unsafe bytes[end] != UInt8(ascii: "&") { end += 1 }
                if end - start > limit {
                    over = true
                    return
                }
                start = end + 1
            }
        }
        guard over else { return nil }
        for item in queryItems where item.value.utf8.count > limit {
            return (item.name, item.value.utf8.count)
        }
        return nil
    }
}
