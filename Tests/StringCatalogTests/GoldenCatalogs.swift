/// Golden catalogs in Xcode's exact layout, written by us (formats.md §1.10).
enum GoldenCatalogs {
    /// Every common shape: plural (incl. `ru` categories), device variations, substitutions with
    /// `%arg`, `needs_review`, `extracted_with_value`, `stale`, an empty entry, `shouldTranslate`.
    static let illustrative = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld photos" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld photo"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld photos"
                        }
                      }
                    }
                  }
                },
                "ru" : {
                  "variations" : {
                    "plural" : {
                      "few" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld фото"
                        }
                      },
                      "many" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld фото"
                        }
                      },
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld фото"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld фото"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Delete" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Löschen"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Supprimer"
                  }
                }
              }
            },
            "inbox.title" : {
              "comment" : "Title of the inbox screen",
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Posteingang"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Inbox"
                  }
                }
              }
            },
            "Legacy banner" : {
              "extractionState" : "stale",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Alter Hinweis"
                  }
                }
              }
            },
            "Settings" : {

            },
            "Tap to continue" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "mac" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Click to continue"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Tap to continue"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Uploaded %lld files to %@" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%#@files@ nach %@ hochgeladen"
                  },
                  "substitutions" : {
                    "files" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg Datei"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg Dateien"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Uploaded %#@files@ to %@"
                  },
                  "substitutions" : {
                    "files" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg file"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg files"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "version.label" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "v%@ (%@)"
                  }
                }
              },
              "shouldTranslate" : false
            }
          },
          "version" : "1.0"
        }
        """
}
