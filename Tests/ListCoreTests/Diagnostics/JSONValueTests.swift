import Testing
@testable import ListCore
import ListCore

@Suite struct JSONValueTests {
    @Test func serializesInKeyOrderWithEscapes() {
        let value: JSONValue = ["event": "ready", "n": 3, "f": 0.5, "s": "a\"b\n", "list": [true, .null]]
        #expect(value.serialized() == #"{"event":"ready","n":3,"f":0.5,"s":"a\"b\n","list":[true,null]}"#)
    }

    @Test func controlCharactersAreEscaped() {
        #expect(JSONValue.string("\u{1}").serialized() == #""\u0001""#)
    }
}
