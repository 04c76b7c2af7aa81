// Generated from the OpenADR 3.1.0 enumeration schemas (© OpenADR Alliance, Apache-2.0) by
// generate-enumerations.ts. Do not edit.
export const eventPayloadSchema = {
  $id: './event-interval-payloads.schema.json',
  title: 'Event-Interval-Payloads',
  description: 'Payload types available for Event intervals',
  $comment:
    'Schema for OpenADR 3 Event interval payload types.\nThis schema provides the definitions in the\nEvent Enumerations table in Definition.md.\n\nThis file is released under the Apache 2.0 license.\nRead more at: http://www.apache.org/licenses/LICENSE-2.0.html\n',
  definitions: {
    SIMPLE: {
      $id: 'event-interval-payloads.schema.json#/definitions/SIMPLE',
      description:
        'An indication of the level of a basic demand response signal. Payload\nvalue is an integer of 0, 1, 2, or 3.\nNote: An example mapping is normal operations, moderate load shed,\nhigh load shed, and emergency load shed.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'integer',
        minimum: 0,
        maximum: 3,
      },
    },
    PRICE: {
      $id: 'event-interval-payloads.schema.json#/definitions/PRICE',
      description:
        'The price of energy. Payload value is a float. Units and currency\ndefined in associated eventPayloadDescriptor.\nNote: Can be used for any form of energy.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    PRICE_ALTERNATE: {
      $id: 'event-interval-payloads.schema.json#/definitions/PRICE_ALTERNATE',
      description:
        'The price of a second form of energy, as defined by the program.\nPayload value is a float. Units and currency\ndefined in associated eventPayloadDescriptor.\nNote: Can be used for any form of energy.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    CHARGE_STATE_SETPOINT: {
      $id: 'event-interval-payloads.schema.json#/definitions/CHARGE_STATE_SETPOINT',
      description:
        'The state of charge of an energy storage resource. Payload value is\nindicated by units in associated eventPayloadDescriptor.\nNote: Common units are percentage and kWh.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
        minimum: 0,
      },
    },
    DISPATCH_SETPOINT: {
      $id: 'event-interval-payloads.schema.json#/definitions/DISPATCH_SETPOINT',
      description:
        'The absolute amount of consumption by a resource. Payload value is\na float and is indicated by units in associated eventPayloadDescriptor.\nNote: This is used to dispatch resources.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
        minimum: 0,
      },
    },
    DISPATCH_SETPOINT_RELATIVE: {
      $id: 'event-interval-payloads.schema.json#/definitions/DISPATCH_SETPOINT_RELATIVE',
      description:
        "The relative change of consumption by a resource. Payload value is a\nfloat and is indicated by units in associated eventPayloadDescriptor.\nNote: This is used to dispatch a resource's load.\n",
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
        minimum: 0,
      },
    },
    DISPATCH_INSTRUCTION: {
      $id: 'event-interval-payloads.schema.json#/definitions/DISPATCH_INSTRUCTION',
      description:
        'Implementation-specific instructions that can be mapped to resource-specific\ncontrol actions by VEN clients. Applicable values are communicated out of\nband by VTN administrators.\n',
      type: 'array',
      minItems: 1,
      items: {
        type: 'string',
        minLength: 1,
        maxLength: 128,
      },
    },
    CONTROL_SETPOINT: {
      $id: 'event-interval-payloads.schema.json#/definitions/CONTROL_SETPOINT',
      description:
        'Resource dependent setting, generally used for\ndevice control instructions. Payload value type depends on\napplication. The actual values to be used in this\npayload will be defined by program providers.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        oneOf: [
          {
            type: 'number',
          },
          {
            type: 'integer',
          },
          {
            type: 'string',
            minLength: 1,
            maxLength: 128,
          },
          {
            type: 'boolean',
          },
          {
            $ref: '#/components/schemas/point',
          },
        ],
      },
    },
    CONTROL_LEVEL_OFFSET: {
      $id: 'event-interval-payloads.schema.json#/definitions/CONTROL_LEVEL_OFFSET',
      description:
        'Discrete integer levels that are relative to normal operations where 0 is normal operations.\nThere is no requirement to link the setpoints to specific load consumption values,\nbut the intention is that the higher the setpoint the less load is consumed\n(where negative values would indicate higher load consumption).\nPayload value is an integer between -10 and +10 with no units.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'integer',
        minimum: -10,
        maximum: 10,
      },
    },
    CONTROL_LEVEL_OFFSET_PERCENT: {
      $id: 'event-interval-payloads.schema.json#/definitions/CONTROL_LEVEL_OFFSET_PERCENT',
      description:
        'Percentage change from normal operations, where 0 is normal operations.\nThe percentage does not refer to specific load consumptions values,\nbut to load control operation levels. The lower the percentage the less load\nis consumed. Negative values indicate higher load consumption.\nCommon payload values are floats from -1.0 to 1.0 with units of PERCENT, set\nin associated eventPayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
        minimum: -1,
        maximum: 1,
      },
    },
    EXPORT_PRICE: {
      $id: 'event-interval-payloads.schema.json#/definitions/EXPORT_PRICE',
      description:
        'The price of energy exported (usually to the grid). Payload value is\nfloat and units and currency are defined in associated\neventPayloadDescriptor.\nNote: Can be used for any form of energy.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    GHG: {
      $id: 'event-interval-payloads.schema.json#/definitions/GHG',
      description: 'An estimate of marginal GreenHouse Gas emissions, in g/kWh.\nPayload value is float.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
        minimum: 0,
      },
    },
    CURVE: {
      $id: 'event-interval-payloads.schema.json#/definitions/CURVE',
      description:
        'A series of one or more Point objects representing a 2D curve\ndrawn on an x/y graph. The typical use is to represent\na VoltVar or VoltWatt curve for customizing inverter control.\n',
      type: 'array',
      items: {
        type: 'array',
        minItems: 1,
        items: {
          $ref: '#/components/schemas/point',
        },
      },
    },
    OLS: {
      $id: 'event-interval-payloads.schema.json#/definitions/OLS',
      description:
        'Optimum Load Shape. Payload values array contains a list of values\n0.0 to 1.0 representing percentage of usage over the set of intervals in\nthe event.\nNote: See ANSI-SCTE 267.\n',
      type: 'array',
      items: {
        type: 'number',
        minimum: 0,
        maximum: 1,
      },
    },
    IMPORT_CAPACITY_SUBSCRIPTION: {
      $id: 'event-interval-payloads.schema.json#/definitions/IMPORT_CAPACITY_SUBSCRIPTION',
      description:
        'The amount of import capacity a customer has subscribed to in\nadvance. Payload is a float, and meaning is indicated by units in\nassociated eventPayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
        minimum: 0,
      },
    },
    IMPORT_CAPACITY_RESERVATION: {
      $id: 'event-interval-payloads.schema.json#/definitions/IMPORT_CAPACITY_RESERVATION',
      description:
        'The amount of additional import capacity that a customer has been\ngranted by the VTN. Payload is a float, and meaning is indicated by\nunits in associated eventPayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
        minimum: 0,
      },
    },
    IMPORT_CAPACITY_RESERVATION_FEE: {
      $id: 'event-interval-payloads.schema.json#/definitions/IMPORT_CAPACITY_RESERVATION_FEE',
      description:
        'The cost per unit of power of extra import capacity available for\nreservation. Payload is a float, and meaning is indicated by units in\nassociated eventPayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    IMPORT_CAPACITY_AVAILABLE: {
      $id: 'event-interval-payloads.schema.json#/definitions/IMPORT_CAPACITY_AVAILABLE',
      description:
        'The amount of extra import capacity available for reservation to the\ncustomer. Payload is a float, and meaning is indicated by units in\nassociated eventPayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    IMPORT_CAPACITY_AVAILABLE_PRICE: {
      $id: 'event-interval-payloads.schema.json#/definitions/IMPORT_CAPACITY_AVAILABLE_PRICE',
      description:
        'The cost per unit of power of extra import capacity available for\nreservation. Payload is a float, and meaning is indicated by units in\nassociated eventPayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    EXPORT_CAPACITY_SUBSCRIPTION: {
      $id: 'event-interval-payloads.schema.json#/definitions/EXPORT_CAPACITY_SUBSCRIPTION',
      description:
        'The amount of export capacity a customer has subscribed to in\nadvance. Payload is a float, and meaning is indicated by units in\nassociated eventPayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    EXPORT_CAPACITY_RESERVATION: {
      $id: 'event-interval-payloads.schema.json#/definitions/EXPORT_CAPACITY_RESERVATION',
      description:
        'The amount of additional export capacity that a customer has been\ngranted by the VTN. Payload is a float, and meaning is indicated by\nunits in associated eventPayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
        minimum: 0,
      },
    },
    EXPORT_CAPACITY_RESERVATION_FEE: {
      $id: 'event-interval-payloads.schema.json#/definitions/EXPORT_CAPACITY_RESERVATION_FEE',
      description:
        'The cost per unit of power of extra export capacity available for\nreservation. Payload is a float, and meaning is indicated by units in\nassociated eventPayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    EXPORT_CAPACITY_AVAILABLE: {
      $id: 'event-interval-payloads.schema.json#/definitions/EXPORT_CAPACITY_AVAILABLE',
      description:
        'The amount of extra export capacity available for reservation to the\ncustomer. Payload is a float, and meaning is indicated by units in\nassociated eventPayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    EXPORT_CAPACITY_AVAILABLE_PRICE: {
      $id: 'event-interval-payloads.schema.json#/definitions/EXPORT_CAPACITY_AVAILABLE_PRICE',
      description:
        'The cost per unit of power of extra export capacity available for\nreservation. Payload is a float, and meaning is indicated by units in\nassociated eventPayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    IMPORT_CAPACITY_LIMIT: {
      $id: 'event-interval-payloads.schema.json#/definitions/IMPORT_CAPACITY_LIMIT',
      description:
        'The maximum import level for the site. Payload is a float and meaning\nis indicated by units in associated eventPayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
        minimum: 0,
      },
    },
    EXPORT_CAPACITY_LIMIT: {
      $id: 'event-interval-payloads.schema.json#/definitions/EXPORT_CAPACITY_LIMIT',
      description:
        'The maximum export level for the site. Payload is a float and meaning\nis indicated by units in associated eventPayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
        minimum: 0,
      },
    },
    ALERT_GRID_EMERGENCY: {
      $id: 'event-interval-payloads.schema.json#/definitions/ALERT_GRID_EMERGENCY',
      description:
        'There is an imminent risk of the grid failing to continue supplying\npower to some customers, maintaining operational parameters (e.g.\nvoltage), or ceasing to operate at all. Payload value contains a\nhuman-readable string describing the alert.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'string',
        minLength: 1,
        maxLength: 128,
      },
    },
    ALERT_BLACK_START: {
      $id: 'event-interval-payloads.schema.json#/definitions/ALERT_BLACK_START',
      description:
        'The grid is in the process of resuming full operation. Devices should\nminimize electricity use until the event is cleared. Payload value\ncontains a human-readable string describing the alert.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'string',
      },
    },
    ALERT_POSSIBLE_OUTAGE: {
      $id: 'event-interval-payloads.schema.json#/definitions/ALERT_POSSIBLE_OUTAGE',
      description:
        'Customers may lose grid power in the coming hours or days.\nNote: An example of this from California is Public Service Power\nShutoffs (usually from fire risk). Payload value contains a\nhuman-readable string describing the alert.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'string',
      },
    },
    ALERT_FLEX_ALERT: {
      $id: 'event-interval-payloads.schema.json#/definitions/ALERT_FLEX_ALERT',
      description:
        'Power supply will be scarce during the event. Devices should seek to\nshift load to times before or after the event. Devices that can shed\nshould do so during the event. Payload value contains a\nhuman-readable string describing the alert.\nNote: See: flexalert.org\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'string',
      },
    },
    ALERT_FIRE: {
      $id: 'event-interval-payloads.schema.json#/definitions/ALERT_FIRE',
      description:
        'There is a substantial risk of fire in the area which could interrupt\nelectricity supply in addition to being a danger to life and property.\nPayload value contains a human-readable string describing the alert.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'string',
      },
    },
    ALERT_FREEZING: {
      $id: 'event-interval-payloads.schema.json#/definitions/ALERT_FREEZING',
      description:
        'There is (or is forecast to be) temperatures low enough to be of\nconcern. Payload value contains a human-readable string describing\nthe alert.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'string',
      },
    },
    ALERT_WIND: {
      $id: 'event-interval-payloads.schema.json#/definitions/ALERT_WIND',
      description:
        'There is (or is forecast to be) wind speeds high enough to be of\nconcern. Includes hurricanes. Payload value contains a\nhuman-readable string describing the alert.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'string',
      },
    },
    ALERT_TSUNAMI: {
      $id: 'event-interval-payloads.schema.json#/definitions/ALERT_TSUNAMI',
      description:
        'Tsunami waves expected to hit the coastline. Payload value contains a\nhuman-readable string describing the alert.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'string',
      },
    },
    ALERT_AIR_QUALITY: {
      $id: 'event-interval-payloads.schema.json#/definitions/ALERT_AIR_QUALITY',
      description:
        'Air quality is or is forecast to be. Payload value contains a\nhuman-readable string describing the alert.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'string',
      },
    },
    ALERT_OTHER: {
      $id: 'event-interval-payloads.schema.json#/definitions/ALERT_OTHER',
      description:
        'No specific definition. See associated text data element. Payload value\ncontains a human-readable string describing the alert.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'string',
      },
    },
    CTA2045_REBOOT: {
      $id: 'event-interval-payloads.schema.json#/definitions/CTA2045_REBOOT',
      description:
        'Pass through for resources that support [CTA-2045B]. Payload value 0\n= SOFT, 1 = HARD. See [CTA-2045B] for definitions.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'integer',
        minimum: 0,
        maximum: 1,
      },
    },
    CTA2045_SET_OVERRIDE_STATUS: {
      $id: 'event-interval-payloads.schema.json#/definitions/CTA2045_SET_OVERRIDE_STATUS',
      description:
        'Pass through CTA-2045 Override status: 0 = No Override, 1 =\nOverride. See [CTA-2045B].\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'integer',
        minimum: 0,
        maximum: 1,
      },
    },
  },
} as const;
export const reportPayloadSchema = {
  $id: './report-payloads.schema.json',
  title: 'Report-Payloads',
  description: 'Payload types available for Reports',
  $comment:
    'Schema for OpenADR 3 Report payload types.\nThis schema provides the definitions in the\nReport Enumerations table in Definition.md.\n\nThis file is released under the Apache 2.0 license.\nRead more at: http://www.apache.org/licenses/LICENSE-2.0.html\n',
  definitions: {
    READING: {
      $id: 'report-payloads.schema.json#/definitions/READING',
      description:
        'An instantaneous data point, as from a meter. Same as pulse count. Payload\nvalue is a float and units are defined in payloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    USAGE: {
      $id: 'report-payloads.schema.json#/definitions/USAGE',
      description:
        'Energy usage over an interval. Payload value is a float and units are defined in\npayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
        minimum: 0,
      },
    },
    DEMAND: {
      $id: 'report-payloads.schema.json#/definitions/DEMAND',
      description:
        'Power usage for an interval, i.e. Real Power. Payload value is a float, units\ndefined in payloadDescriptor. Reading type indicates MEAN, PEAK,\nFORECAST.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
        minimum: 0,
      },
    },
    SETPOINT: {
      $id: 'report-payloads.schema.json#/definitions/SETPOINT',
      description:
        'Current control setpoint of a resource, see CONTROL_SETPOINT\nin event interval payloads. Payload values are determined\nby the application.\nThe actual values to be used in this\npayload will be defined by program providers.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        oneOf: [
          {
            type: 'number',
          },
          {
            type: 'integer',
          },
          {
            type: 'string',
            minLength: 1,
            maxLength: 128,
          },
          {
            type: 'boolean',
          },
          {
            $ref: '#/components/schemas/point',
          },
        ],
      },
    },
    DELTA_USAGE: {
      $id: 'report-payloads.schema.json#/definitions/DELTA_USAGE',
      description:
        'Change in usage as compared to a baseline. Payload value is a float and units\nare defined in payloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    BASELINE: {
      $id: 'report-payloads.schema.json#/definitions/BASELINE',
      description:
        'Indicates energy or power consumption in the absence of load control.\nPayload value is determined by reading type which may indicate usage or\ndemand.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    OPERATING_STATE: {
      $id: 'report-payloads.schema.json#/definitions/OPERATING_STATE',
      description: 'Payload values array includes a list of operating state enumerations, see\nbelow.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'string',
        enum: [
          'NORMAL',
          'ERROR',
          'IDLE_NORMAL',
          'RUNNING_NORMAL',
          'RUNNING_CURTAILED',
          'RUNNING_HEIGHTENED',
          'IDLE_CURTAILED',
          'SGD_ERROR_CONDITION',
          'IDLE_HEIGHTENED',
          'IDLE_OPTED_OUT',
          'RUNNING_OPTED_OUT',
          'AGGREGATED_REPORT',
        ],
      },
    },
    UP_REGULATION_AVAILABLE: {
      $id: 'report-payloads.schema.json#/definitions/UP_REGULATION_AVAILABLE',
      description:
        'Up Regulation capacity available for dispatch, in real power. Payload value is a\nfloat, units defined in payloadDescriptor.\nReading type indicates MEAN, PEAK, FORECAST.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    DOWN_REGULATION_AVAILABLE: {
      $id: 'report-payloads.schema.json#/definitions/DOWN_REGULATION_AVAILABLE',
      description:
        'Down Regulation capacity available for dispatch, in real power. Payload value\nis a float, units defined in payloadDescriptor.\nReading type indicates MEAN, PEAK, FORECAST.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    REGULATION_SETPOINT: {
      $id: 'report-payloads.schema.json#/definitions/REGULATION_SETPOINT',
      description:
        'Regulation setpoint as instructed as part of regulation services. Payload value\nis a float, units defined in payloadDescriptor.\nReading type indicates MEAN, PEAK, FORECAST.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    STORAGE_USABLE_CAPACITY: {
      $id: 'report-payloads.schema.json#/definitions/STORAGE_USABLE_CAPACITY',
      description:
        'Usable energy that the storage device can hold when fully charged. Payload\nvalue is a float, units of energy defined in payloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    STORAGE_CHARGE_LEVEL: {
      $id: 'report-payloads.schema.json#/definitions/STORAGE_CHARGE_LEVEL',
      description:
        'Current storage charge level expressed as a percentage, where 0% is empty\nand 100% is full. Payload value is a float, units of PERCENT defined in\npayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
        minimum: 0,
        maximum: 1,
      },
    },
    STORAGE_MAX_DISCHARGE_POWER: {
      $id: 'report-payloads.schema.json#/definitions/STORAGE_MAX_DISCHARGE_POWER',
      description:
        'The maximum sustainable power that can be discharged into an electricity\nnetwork (injection). Payload value is a float, units of power defined in\npayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    STORAGE_MAX_CHARGE_POWER: {
      $id: 'report-payloads.schema.json#/definitions/STORAGE_MAX_CHARGE_POWER',
      description:
        'The maximum sustainable power that can be charged from an electricity\nnetwork (load). Payload value is a float, units of power defined in\npayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    SIMPLE_LEVEL: {
      $id: 'report-payloads.schema.json#/definitions/SIMPLE_LEVEL',
      description:
        'Simple level that a VEN resource is operating at for each Interval. Payload\nvalue is an integer 0, 1, 2, 3 corresponding to values in SIMPLE events.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'integer',
        minimum: 0,
        maximum: 3,
      },
    },
    USAGE_FORECAST: {
      $id: 'report-payloads.schema.json#/definitions/USAGE_FORECAST',
      description:
        'Payload values array contains a single float indicating expected resource\nusage for the associated interval. Units of energy defined in payloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    STORAGE_DISPATCH_FORECAST: {
      $id: 'report-payloads.schema.json#/definitions/STORAGE_DISPATCH_FORECAST',
      description:
        'Payload values array contains a single float indicating expected stored energy\nthat could be dispatched for the associated interval.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    LOAD_SHED_DELTA_AVAILABLE: {
      $id: 'report-payloads.schema.json#/definitions/LOAD_SHED_DELTA_AVAILABLE',
      description:
        'Payload values array contains a single float indicating expected increase or\ndecrease in load by a resource for the associated interval.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    GENERATION_DELTA_AVAILABLE: {
      $id: 'report-payloads.schema.json#/definitions/GENERATION_DELTA_AVAILABLE',
      description:
        'Payload values array contains a single float indicating expected generation by\na resource for the associated interval.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    DATA_QUALITY: {
      $id: 'report-payloads.schema.json#/definitions/DATA_QUALITY',
      description:
        'Payload values array contains a string indicating data quality of companion\nreport payload in the same interval. Strings may be one of enumerated Data\nQuality enumerations.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'string',
        enum: ['OK', 'MISSING', 'ESTIMATED', 'BAD'],
      },
    },
    IMPORT_RESERVATION_CAPACITY: {
      $id: 'report-payloads.schema.json#/definitions/IMPORT_RESERVATION_CAPACITY',
      description: 'Amount of additional import capacity requested. Payload values are a float.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    IMPORT_RESERVATION_FEE: {
      $id: 'report-payloads.schema.json#/definitions/IMPORT_RESERVATION_FEE',
      description:
        'Amount per unit of import capacity that the VEN is willing to pay for the\nrequested reservation. Payload value is a float with currency defined in\npayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    EXPORT_RESERVATION_CAPACITY: {
      $id: 'report-payloads.schema.json#/definitions/EXPORT_RESERVATION_CAPACITY',
      description: 'Amount of additional export capacity requested. Payload values are a float.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
    EXPORT_RESERVATION_FEE: {
      $id: 'report-payloads.schema.json#/definitions/EXPORT_RESERVATION_FEE',
      description:
        'Amount per unit of export capacity that the VEN is willing to pay for the\nrequested reservation. Payload value is a float with currency defined in\npayloadDescriptor.\n',
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'number',
      },
    },
  },
} as const;
export const unitsSchema = {
  $id: './units.schema.json',
  title: 'Units',
  description: 'Units values for the eventPayloadDescriptor',
  $comment:
    'Schema for OpenADR 3 event payload descriptor units\n\nThis file is released under the Apache 2.0 license.\nRead more at: http://www.apache.org/licenses/LICENSE-2.0.html\n',
  type: 'string',
  enum: [
    'KWH',
    'THERMS',
    'GHG',
    'VOLTS',
    'AMPS',
    'CELSIUS',
    'FAHRENHEIT',
    'PERCENT',
    'KW',
    'KVAH',
    'KVARH',
    'KVA',
    'KVAR',
  ],
} as const;
export const readingTypesSchema = {
  $id: './reading-types.schema.json',
  title: 'Reading-Types',
  description: 'Reading types values for the reportPayloadDescriptor',
  $comment:
    'Schema for OpenADR 3 report payload descriptor reading types.\n\nThis file is released under the Apache 2.0 license.\nRead more at: http://www.apache.org/licenses/LICENSE-2.0.html\n',
  type: 'string',
  enum: ['DIRECT_READ', 'ESTIMATED', 'SUMMED', 'MEAN', 'PEAK', 'FORECAST', 'AVERAGE', 'NORMAL', 'ERROR'],
} as const;
/** The OpenAPI document's `point`, which the payload schemas refer to as `#/components/schemas/point`. */
export const pointSchema = {
  type: 'object',
  description: 'A pair of floats typically used as a point on a 2 dimensional grid.',
  required: ['x', 'y'],
  properties: {
    x: {
      type: 'number',
      format: 'float',
      description: 'A value on an x axis.',
      example: 1,
    },
    y: {
      type: 'number',
      format: 'float',
      description: 'A value on a y axis.',
      example: 2,
    },
  },
} as const;
