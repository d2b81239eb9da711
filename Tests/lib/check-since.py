#!/usr/bin/python3
"""Fails when a symbol of ListInteractions-1.gir has no `Since:` (no version attribute): every
class, record, function, method, constructor, property, signal, virtual method and constant an
app can use says the version it came in (gi-docgen shows it; gir-generated bindings such as
Rust's gate features on it). Not checked: the class structs G_DECLARE_FINAL_TYPE makes (not
API: a final class cannot be derived) and the callback fields of a class struct (their virtual
methods are checked).

    Tests/lib/check-since.py .build/lib/ListInteractions-1.gir
"""
import sys
import xml.etree.ElementTree as ET

CORE = "{http://www.gtk.org/introspection/core/1.0}"
GLIB = "{http://www.gtk.org/introspection/glib/1.0}"
C = "{http://www.gtk.org/introspection/c/1.0}"
KINDS = {CORE + kind for kind in ("class", "record", "function", "function-macro", "method", "constructor",
                                   "property", "virtual-method", "constant", "enumeration", "bitfield",
                                   "interface", "callback")} | {GLIB + "signal"}


def missing(gir):
    root = ET.parse(gir).getroot()
    final = {cls.get(GLIB + "type-struct") for cls in root.iter(CORE + "class") if cls.get("final") == "1"}
    found = []

    def walk(node, owner):
        for child in node:
            if child.tag == CORE + "field":
                continue   # a class struct's callback fields: the virtual methods carry the version
            if child.tag in KINDS:
                name = f"{owner}.{child.get('name')}" if owner else child.get("name")
                record_of_final = child.tag == CORE + "record" and child.get("name") in final
                if child.get("version") is None and not record_of_final:
                    found.append(f"{child.tag.split('}')[1]} {name}")
                walk(child, name)
            else:
                walk(child, owner)

    walk(root, "")
    return found


if __name__ == "__main__":
    lacking = missing(sys.argv[1])
    if lacking:
        sys.exit(f"{sys.argv[1]}: no Since: on {len(lacking)} symbol(s): " + ", ".join(lacking))
