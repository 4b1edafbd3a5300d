# Installing Kibitz like a desktop application (cmake --install, cpack -G DEB).
# The translations, rules help, bot templates and the course API are embedded in the
# binaries; what is installed beside them is what the desktop needs to find Kibitz.
include(GNUInstallDirs)
set(kibitz_docdir ${CMAKE_INSTALL_DATADIR}/doc/kibitz)  # Debian names the folder after the package

install(TARGETS kibitz-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(TARGET kibitz)
  install(TARGETS kibitz RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  set(desktop ${PROJECT_SOURCE_DIR}/resources/desktop)
  install(FILES ${desktop}/org.kibitz.Kibitz.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${desktop}/org.kibitz.Kibitz.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  # The .kbz MIME type, so that a double click on a replay opens it in Kibitz.
  install(FILES ${desktop}/org.kibitz.Kibitz.mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages
          RENAME org.kibitz.Kibitz.xml)
  foreach(size 16 32 48 64 128 256)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/kibitz-${size}.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps RENAME org.kibitz.Kibitz.png)
  endforeach()
  install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/kibitz.svg
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps RENAME org.kibitz.Kibitz.svg)
endif()
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${kibitz_docdir})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${kibitz_docdir} FILES_MATCHING PATTERN "*.md")

# A Debian package: dependencies found by dpkg-shlibdeps from the binaries themselves;
# compilers and interpreters for users' bots are recommended, not required.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME kibitz)
set(CPACK_PACKAGE_VENDOR "Kibitz")
set(CPACK_PACKAGE_CONTACT "Kibitz developers <kibitz@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "IDE and visualizer for writing and debugging bots of turn-based games")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_STRIP_FILES ON)  # the build keeps its debug information; the package does not need it
# The arena's results go through Qt Sql's SQLite driver, a plugin dpkg-shlibdeps cannot see.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "g++, python3, gdb")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "parallel, bubblewrap")
set(CPACK_PACKAGE_INSTALL_DIRECTORY kibitz)
include(CPack)
