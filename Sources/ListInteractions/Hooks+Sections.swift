import CGtk

// LiListView's sections (li-list-view-sections.c → ListViewCore+Sections.swift), checked against
// li-list-view-hooks.h.

@c(li_swift_core_set_section_property)
@MainActor public func coreSetSectionProperty(_ pointer: UnsafeMutableRawPointer, _ property: UnsafePointer<CChar>?) {
    core(pointer).setSectionProperty(property.map { String(cString: $0) })
}

@c(li_swift_core_set_header_factory)
@MainActor public func coreSetHeaderFactory(_ pointer: UnsafeMutableRawPointer, _ factory: UnsafeMutableRawPointer?) {
    core(pointer).setHeaderFactory(factory)
}

@c(li_swift_core_sections_changed)
@MainActor public func coreSectionsChanged(_ pointer: UnsafeMutableRawPointer, _ position: CUnsignedInt, _ count: CUnsignedInt) {
    core(pointer).sectionsChanged(position: Int(position), count: Int(count))
}
